def command(text):
    words = text.split()
    match words:
        case ["go", direction]:
            print("going", direction)
        case ["look"]:
            print("looking")
        case ["quit" | "exit"]:
            return False
    return True


for t in ["go north", "look", "dance", "exit"]:
    print(command(t))
