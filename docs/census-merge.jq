{salts: (map(.salts) | add),
 histogram: (map(.histogram | to_entries[]) | group_by(.key | tonumber)
             | map({key: .[0].key, value: (map(.value) | add)}) | from_entries),
 hardest: ((map(.hardest.moves) | max) as $m
           | {moves: $m, salts: ([.[] | select(.hardest.moves == $m) | .hardest.salts[]]
                                  | sort_by(length, .) | .[:20])}),
 unwinnable: (map(.unwinnable[]) | sort_by(length, .)),
 undecided: (map(.undecided[]) | sort_by(length, .)),
 seconds: (map(.seconds) | add)}
