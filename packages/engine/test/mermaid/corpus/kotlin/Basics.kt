fun sign(x: Int): Int {
    if (x > 0) {
        return 1
    } else if (x < 0) {
        return -1
    }
    return 0
}

fun sumTo(n: Int): Int {
    var total = 0
    for (i in 1..n) {
        if (i % 3 == 0) continue
        total += i
    }
    var k = 0
    while (k < 3) {
        k++
    }
    do {
        k--
    } while (k > 0)
    return total
}

fun main() {
    println(sign(-4) + sign(0) + sign(9))
    println(sumTo(10))
}
