public class Bank {
  static class InsufficientFunds extends Exception {
    InsufficientFunds(String message) {
      super(message);
    }
  }

  private int balance;

  Bank(int initial) {
    if (initial < 0) throw new IllegalArgumentException("negative");
    balance = initial;
  }

  void withdraw(int amount) throws InsufficientFunds {
    if (amount > balance) {
      throw new InsufficientFunds("only " + balance);
    }
    balance -= amount;
  }

  public static void main(String[] args) {
    Bank b = new Bank(100);
    try {
      b.withdraw(30);
      b.withdraw(100);
    } catch (InsufficientFunds e) {
      System.out.println("failed: " + e.getMessage());
    } catch (IllegalArgumentException | IllegalStateException e) {
      System.out.println("bad state");
    } finally {
      System.out.println("balance " + b.balance);
    }
  }
}
