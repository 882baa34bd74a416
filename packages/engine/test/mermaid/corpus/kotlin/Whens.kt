fun describe(x: Any): String {
    when (x) {
        0 -> return "zero"
        1, 2, 3 -> return "small"
        in 4..9 -> return "digit"
        is String -> return "text"
        else -> return "other"
    }
}

fun grade(score: Int): String {
    val letter = when {
        score >= 90 -> "A"
        score >= 80 -> "B"
        score >= 70 -> {
            println("close")
            "C"
        }
        else -> "F"
    }
    return letter
}

fun main() {
    println(describe(0) + describe(2) + describe(7) + describe("s") + describe(2.5))
    for (s in listOf(95, 85, 75, 10)) println(grade(s))
}
