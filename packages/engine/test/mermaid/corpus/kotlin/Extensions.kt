fun Int.isEven(): Boolean = this % 2 == 0

fun String.shout(): String {
    if (isEmpty()) return this
    return toUpperCase() + "!"
}

class Counter(private var count: Int = 0) {
    val doubled: Int
        get() = count * 2

    fun add(n: Int): Counter {
        repeat(n) {
            count++
        }
        return this
    }
}

fun main() {
    println(4.isEven())
    println("hi".shout())
    println(Counter().add(3).doubled)
}
