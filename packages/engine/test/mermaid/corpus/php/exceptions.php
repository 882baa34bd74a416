<?php
// try / catch (several types) / finally, throw, exceptions through calls, goto
class InsufficientFunds extends Exception
{
}

class Account
{
    private int $balance;

    public function __construct(int $balance)
    {
        $this->balance = $balance;
    }

    public function withdraw(int $amount): int
    {
        if ($amount <= 0) {
            throw new InvalidArgumentException('amount must be positive');
        }
        if ($amount > $this->balance) {
            throw new InsufficientFunds("only {$this->balance}");
        }
        $this->balance -= $amount;
        return $this->balance;
    }

    public static function open(int $balance): Account
    {
        return new Account($balance);
    }
}

function safeWithdraw(Account $account, int $amount): ?int
{
    try {
        $left = $account->withdraw($amount);
        echo "done\n";
        return $left;
    } catch (InsufficientFunds $e) {
        echo 'refused: ', $e->getMessage(), "\n";
        return null;
    } catch (InvalidArgumentException | TypeError $e) {
        echo "bad amount\n";
        return null;
    } finally {
        echo "audit\n";
    }
}

function retry(int $attempts): int
{
    $tries = 0;
    again:
    $tries++;
    if ($tries < $attempts) {
        goto again;
    }
    return $tries;
}

$account = Account::open(100);
var_dump(safeWithdraw($account, 30));
var_dump(safeWithdraw($account, 500));
var_dump(safeWithdraw($account, -1));
echo retry(3), "\n";
