fun countdown(n: Int): Int {
    var steps = 0
    for (i in n downTo 1) {
        steps++
    }
    for (j in 0 until 10 step 3) {
        steps += j
    }
    for (c in 'a'..'e') {
        if (c == 'c') break
        steps++
    }
    return steps
}

fun main() {
    println(countdown(5))
}
