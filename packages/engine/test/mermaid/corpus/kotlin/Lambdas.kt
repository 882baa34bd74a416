fun apply(f: (Int) -> Int, x: Int): Int = f(x)

fun main() {
    val square = { x: Int -> x * x }
    val clamp: (Int) -> Int = { x ->
        if (x > 10) 10 else x
    }
    val values = listOf(1, 5, 9).map { clamp(square(it)) }
    val evens = values.filter { it % 2 == 0 }
    println(apply(square, values.sum()) + evens.size)
    values.forEachIndexed { i, v ->
        println("$i: $v")
    }
}
