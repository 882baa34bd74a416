package org.junit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The part of JUnit 4's `@Test` a real project's tests use, so they run as programs (bench only). */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Test {
  /** the exception the test must throw; `None` = none */
  Class<? extends Throwable> expected() default None.class;

  /** no exception expected */
  final class None extends Throwable {
    private None() {}
  }
}
