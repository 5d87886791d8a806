package session

// SetSaveBudget lowers the size Marshal keeps a save within, for a test; call the result to restore it.
func SetSaveBudget(n int) (restore func()) {
	old := saveBudget
	saveBudget = n
	return func() { saveBudget = old }
}
