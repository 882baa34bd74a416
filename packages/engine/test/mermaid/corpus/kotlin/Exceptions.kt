fun parse(s: String): Int {
    val n = try {
        s.toInt()
    } catch (e: NumberFormatException) {
        -1
    } finally {
        println("parsed $s")
    }
    return n
}

fun check(x: Int) {
    if (x < 0) throw IllegalArgumentException("negative")
    println("ok")
}

fun main() {
    println(parse("12") + parse("x"))
    try {
        check(1)
        check(-1)
    } catch (e: IllegalArgumentException) {
        println(e.message)
    }
}
