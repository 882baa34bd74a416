fun max(a: Int, b: Int) = if (a > b) a else b

fun classify(n: Int): String {
    val parity = if (n % 2 == 0) "even" else "odd"
    val size = if (n > 100) {
        println("big")
        "large"
    } else {
        "small"
    }
    return "$parity $size"
}

fun main() {
    println(max(3, 8))
    println(classify(7))
    println(classify(200))
}
