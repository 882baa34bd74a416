# begin / rescue / else / ensure / retry, raise, method-level rescue, exceptions through calls
class InsufficientFunds < StandardError; end

class Account
  attr_reader :balance

  def initialize(balance)
    @balance = balance
  end

  def withdraw(amount)
    raise ArgumentError, 'amount must be positive' if amount <= 0
    raise InsufficientFunds, "only #{@balance}" if amount > @balance

    @balance -= amount
  end

  def self.open(balance)
    new(balance)
  end
end

def safe_withdraw(account, amount)
  begin
    account.withdraw(amount)
  rescue InsufficientFunds => e
    puts "refused: #{e.message}"
    nil
  rescue ArgumentError
    puts 'bad amount'
    nil
  else
    puts 'done'
    account.balance
  ensure
    puts 'audit'
  end
end

def flaky(attempts)
  tries = 0
  begin
    tries += 1
    raise 'flaky' if tries < attempts
    tries
  rescue RuntimeError
    retry if tries < 5
    -1
  end
end

def parse(text)
  Integer(text)
rescue ArgumentError
  0
ensure
  puts "parsed #{text}"
end

def deep(n)
  raise ZeroDivisionError, 'bottom' if n.zero?
  deep(n - 1)
end

acct = Account.open(100)
puts safe_withdraw(acct, 30)
puts safe_withdraw(acct, 500).inspect
puts safe_withdraw(acct, -1).inspect
puts flaky(3)
puts flaky(9)
puts parse('12')
puts parse('x')
begin
  deep(3)
rescue ZeroDivisionError => e
  puts e.message
end
