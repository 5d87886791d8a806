// Package game is the Ebitengine shell over the midend (game/midend): it reads input into events, keeps
// the screens (the menu, a puzzle, help, the game-ID dialog), lays them out and draws them. Everything
// that needs no window — sessions, actions, hints, saving — lives in the midend.
//
// A puzzle plugs in as a scene.Puzzle (game/scene): its backend (rules and solver, see rules/puzzle)
// and a Scene that draws a position, through the drawing kit (game/kit), and turns input into moves.
// Nothing here knows any puzzle.
package game
