import asyncio


async def may_fail(n):
    await asyncio.sleep(0)
    if n == 2:
        raise RuntimeError("two")
    return n


async def main():
    total = 0
    for n in range(4):
        try:
            total += await may_fail(n)
        except RuntimeError as err:
            print("caught", err)
        finally:
            total += 100
    return total


print(asyncio.run(main()))
