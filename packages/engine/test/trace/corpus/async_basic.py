import asyncio


async def fetch(n):
    await asyncio.sleep(0)
    if n % 2:
        return n * 10
    return -n


async def main():
    results = []
    for i in range(3):
        value = await fetch(i)
        results.append(value)
    gathered = await asyncio.gather(fetch(5), fetch(6))
    return results + list(gathered)


print(asyncio.run(main()))
