{salts: (map(.salts) | add),
 histogram: (map(.histogram | to_entries[]) | group_by(.key | tonumber)
             | map({key: .[0].key, value: (map(.value) | add)}) | from_entries),
 hardest: ((map(.hardest.moves) | max) as $m
           | {moves: $m, salts: ([.[] | select(.hardest.moves == $m) | .hardest.salts[]]
                                  | sort_by(length, .) | .[:20])}),
 unwinnable: (map(.unwinnable[]) | sort_by(length, .) | .[:10000]),
 undecided: (map(.undecided[]) | sort_by(length, .) | .[:10000]),
 unwinnable_total: (map(.unwinnable_total // (.unwinnable | length)) | add),
 undecided_total: (map(.undecided_total // (.undecided | length)) | add),
 seconds: (map(.seconds) | add)}
| if .unwinnable_total > (.unwinnable | length) then . else del(.unwinnable_total) end
| if .undecided_total > (.undecided | length) then . else del(.undecided_total) end
