import asyncio


class Conn:
    def __init__(self, fail):
        self.fail = fail

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        await asyncio.sleep(0)
        return False

    async def send(self, msg):
        await asyncio.sleep(0)
        if self.fail and msg == "b":
            raise ConnectionError(msg)
        return len(msg)


async def deliver(messages, fail):
    sent = 0
    try:
        async with Conn(fail) as conn:
            for m in messages:
                sent += await conn.send(m)
            else:
                print("all sent")
    except ConnectionError as e:
        print("lost at", e)
    return sent


async def main():
    return await deliver(["a", "b"], False), await deliver(["a", "b", "c"], True)


print(asyncio.run(main()))
