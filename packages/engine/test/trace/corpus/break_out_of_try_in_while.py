def poll(responses):
    attempts = 0
    while True:
        attempts += 1
        try:
            status = responses.pop(0)
            if status == "done":
                break
            if status == "error":
                raise RuntimeError("server error")
        except IndexError:
            status = "exhausted"
            break
        except RuntimeError:
            continue
        else:
            print("pending", attempts)
        finally:
            print("attempt", attempts, "finished")
    return status, attempts


print(poll(["wait", "error", "done"]), poll(["wait"]))
