fun length(s: String?): Int {
    val t = s ?: return 0
    return t.length
}

fun first(xs: List<String>): String {
    val f = xs.firstOrNull() ?: throw IllegalStateException("empty")
    return f
}

fun main() {
    println(length(null) + length("abc"))
    println(first(listOf("x", "y")))
    try {
        first(emptyList())
    } catch (e: IllegalStateException) {
        println("caught")
    }
}
