# Rules and tactics a Go engine must get right, in the regression format of GNU Go and gogui-regress.
# The rules are the defaults of `go` and of `gametree serve go --protocol gtp`: area scoring, positional superko,
# suicide illegal (GNU Go's --chinese-rules). GnuGoIntegrationTest runs this file against GNU Go as well.
boardsize 7
clear_board
komi 0.5

# Suicide is illegal: a lone stone without liberties that captures nothing.
play b B7
play b A6
10 play w A7
#? [\?.*illegal move.*]

# A capture is not suicide: White C7 takes the two Black stones in the corner; Black may then play there again.
clear_board
play b A7
play b B7
play w A6
play w B6
play w D7
20 play w C7
#? []
30 play b A7
#? []

# Area scoring: two living walls side by side, no neutral point; Black 15 points, White 10 and komi 0.5.
boardsize 5
clear_board
komi 0.5
play b C1
play b C2
play b C3
play b C4
play b C5
play w D1
play w D2
play w D3
play w D4
play w D5
40 final_score
#? [B\+4\.5]
41 final_status_list dead
#? []

boardsize 7
# Ko: after Black D4 takes at C4, White may not retake at once.
clear_board
komi 0.5
play b C5
play b B4
play b C3
play w D5
play w C4
play w E4
play w D3
play b D4
60 play w C4
#? [\?.*]
70 play w G7
#? []
