interface Shape {
    fun area(): Double
}

class Circle(val r: Double) : Shape {
    override fun area(): Double = 3.14159 * r * r
}

class Rect(val w: Double, val h: Double) : Shape {
    init {
        require(w >= 0 && h >= 0)
    }

    override fun area(): Double {
        return w * h
    }
}

object Registry {
    private val shapes = mutableListOf<Shape>()

    fun add(s: Shape) {
        shapes.add(s)
    }

    fun total(): Double {
        var sum = 0.0
        for (s in shapes) sum += s.area()
        return sum
    }
}

enum class Color {
    RED,
    GREEN,
    BLUE,
}

fun main() {
    Registry.add(Circle(1.0))
    Registry.add(Rect(2.0, 3.0))
    println(Registry.total())
    println(Color.values().size)
}
