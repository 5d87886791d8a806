package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// maxAppFields bounds App: its state is grouped by concern into structs of their own (issue 34).
const maxAppFields = 20

func TestAppShape(t *testing.T) {
	if n := reflect.TypeOf(App{}).NumField(); n > maxAppFields {
		t.Errorf("App has %d fields; at most %d: group the new state with its concern (a struct of its own, embedded)", n, maxAppFields)
	}
}

// The root package keeps no state of the process's: every piece of state is the App's (so two Apps, a
// test's and another, never share any). A table that never changes is a function returning it; an
// error a caller compares with errors.Is may stay a variable.
func TestNoPackageVariables(t *testing.T) {
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	if len(files) < 10 {
		t.Fatalf("read %d files of the package; is the test run in its folder?", len(files))
	}
	for _, v := range packageVariables(fset, files) {
		t.Errorf("%s: a package-level variable: make it state of the App's (or a function returning a table that never changes)", v)
	}
}

// The check itself finds a variable, a table, a variable in a group and one set by init, and passes
// error sentinels.
func TestNoPackageVariablesFinds(t *testing.T) {
	src := `package p
import ("errors"; "fmt")
var ErrGone = errors.New("gone")
var errLong = fmt.Errorf("too long: %d", 3)
var clock int
var table = []string{"a"}
var (
	ErrOK = errors.New("ok")
	pageEvents []int
)
var errFake = newErr()
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, v := range packageVariables(fset, []*ast.File{f}) {
		names = append(names, v[strings.LastIndex(v, " ")+1:])
	}
	if want := []string{"clock", "table", "pageEvents", "errFake"}; !slices.Equal(names, want) {
		t.Errorf("found %q; want %q", names, want)
	}
}

// packageVariables lists the package-level variables of files, as "file:line name", but for error
// sentinels (a name beginning with err or Err, set by errors.New or fmt.Errorf).
func packageVariables(fset *token.FileSet, files []*ast.File) []string {
	var out []string
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i < len(vs.Values) && errorSentinel(name.Name, vs.Values[i]) {
						continue
					}
					pos := fset.Position(name.Pos())
					out = append(out, filepath.Base(pos.Filename)+":"+strconv.Itoa(pos.Line)+" "+name.Name)
				}
			}
		}
	}
	return out
}

func errorSentinel(name string, value ast.Expr) bool {
	if !strings.HasPrefix(name, "err") && !strings.HasPrefix(name, "Err") {
		return false
	}
	call, ok := value.(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && (pkg.Name == "errors" && sel.Sel.Name == "New" || pkg.Name == "fmt" && sel.Sel.Name == "Errorf")
}
