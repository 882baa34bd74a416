inventory = {"apple": 5, "pear": 0}


def restock(item, qty):
    if qty < 0:
        raise ValueError("negative quantity")
    inventory[item] = inventory.get(item, 0) + qty


def sell(item, qty):
    stock = inventory.get(item)
    if stock is None:
        raise KeyError(item)
    if stock < qty:
        return False
    inventory[item] = stock - qty
    return True


orders = [("apple", 2), ("pear", 1), ("kiwi", 1), ("apple", 9)]
for name, qty in orders:
    try:
        print(name, sell(name, qty))
    except KeyError:
        print("unknown", name)
        restock(name, 3)
print(inventory)
