fun findPair(xs: List<Int>, target: Int): Int {
    var found = -1
    outer@ for (i in xs.indices) {
        for (j in xs.indices) {
            if (i == j) continue@outer
            if (xs[i] + xs[j] == target) {
                found = i
                break@outer
            }
        }
    }
    return found
}

fun positives(xs: List<Int>): Int {
    var count = 0
    xs.forEach { x ->
        if (x <= 0) return@forEach
        count++
    }
    return count
}

fun main() {
    println(findPair(listOf(1, 2, 3, 4), 7))
    println(positives(listOf(-1, 2, 0, 5)))
}
