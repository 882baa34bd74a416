package org.junit;

import java.util.Arrays;
import java.util.Objects;

/** The assertions of JUnit 4 a real project's tests call, with JUnit's meaning (bench only). */
public final class Assert {
  private Assert() {}

  public static void fail(String message) {
    throw new AssertionError(message);
  }

  public static void assertTrue(boolean c) {
    if (!c) fail("expected true");
  }

  public static void assertTrue(String m, boolean c) {
    if (!c) fail(m);
  }

  public static void assertFalse(boolean c) {
    if (c) fail("expected false");
  }

  public static void assertFalse(String m, boolean c) {
    if (c) fail(m);
  }

  public static void assertEquals(Object a, Object b) {
    if (!Objects.equals(a, b)) fail("expected " + a + " but was " + b);
  }

  public static void assertEquals(String m, Object a, Object b) {
    if (!Objects.equals(a, b)) fail(m);
  }

  public static void assertEquals(long a, long b) {
    if (a != b) fail("expected " + a + " but was " + b);
  }

  public static void assertEquals(String m, long a, long b) {
    if (a != b) fail(m);
  }

  public static void assertEquals(double a, double b, double delta) {
    if (Math.abs(a - b) > delta) fail("expected " + a + " but was " + b);
  }

  public static void assertEquals(String m, double a, double b, double delta) {
    if (Math.abs(a - b) > delta) fail(m);
  }

  public static void assertArrayEquals(int[] a, int[] b) {
    if (!Arrays.equals(a, b)) fail("arrays differ");
  }

  public static void assertArrayEquals(long[] a, long[] b) {
    if (!Arrays.equals(a, b)) fail("arrays differ");
  }

  public static void assertArrayEquals(double[] a, double[] b, double delta) {
    if (a.length != b.length) fail("arrays differ");
    for (int i = 0; i < a.length; i++) assertEquals(a[i], b[i], delta);
  }

  public static void assertArrayEquals(Object[] a, Object[] b) {
    if (!Arrays.deepEquals(a, b)) fail("arrays differ");
  }
}
