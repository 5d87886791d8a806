// Package distcheck checks what `make dist` wrote to dist/release (tests behind the build tag dist):
// every archive's contents, the Linux package installed into a scratch folder and its game run under
// Xvfb, the Windows executables' subsystem and resources, the macOS bundle's Info.plist and universal
// binaries. QUINTET_DIST_QUICK=1 checks the Linux amd64 build alone (make dist-quick, part of make test).
package distcheck
