def grade(score, bonus):
    if score >= 50:
        if bonus:
            score += 5
        if score >= 90:
            letter = "A"
        elif score >= 70:
            letter = "B"
        else:
            letter = "C"
    else:
        if bonus and score > 45:
            letter = "C-"
        else:
            letter = "F"
    return letter


for s, b in [(95, False), (72, True), (60, False), (47, True), (10, False)]:
    print(grade(s, b))
