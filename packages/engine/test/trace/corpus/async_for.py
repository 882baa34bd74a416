import asyncio


async def ticker(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i


async def main():
    seen = []
    async for t in ticker(3):
        if t == 1:
            continue
        seen.append(t)
    return seen


print(asyncio.run(main()))
