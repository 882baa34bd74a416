import asyncio


async def produce(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i


async def consume():
    total = 0
    async for item in produce(4):
        if item == 2:
            continue
        total += item
    squares = [x * x async for x in produce(3)]
    return total, squares


async def worker(name, q, results):
    while True:
        item = await q.get()
        if item is None:
            q.task_done()
            break
        results.append((name, item))
        q.task_done()


async def main():
    q = asyncio.Queue()
    results = []
    for i in range(3):
        q.put_nowait(i)
    q.put_nowait(None)
    await worker("w", q, results)
    return await consume(), results


print(asyncio.run(main()))
