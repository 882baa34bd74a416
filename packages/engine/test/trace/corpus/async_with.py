import asyncio


class Resource:
    def __init__(self):
        self.open = False

    async def __aenter__(self):
        await asyncio.sleep(0)
        self.open = True
        return self

    async def __aexit__(self, *exc):
        self.open = False
        return False


async def use(flag):
    async with Resource() as r:
        if flag:
            print("using", r.open)
        state = r.open
    return state


async def main():
    lock = asyncio.Lock()
    async with lock:
        a = await use(True)
    b = await use(False)
    return a, b


print(asyncio.run(main()))
