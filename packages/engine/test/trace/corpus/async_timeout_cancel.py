import asyncio


async def slow():
    try:
        await asyncio.sleep(10)
        return "finished"
    except asyncio.CancelledError:
        print("cancelled")
        raise


async def main():
    task = asyncio.create_task(slow())
    await asyncio.sleep(0)
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        return "main saw cancel"
    return "not reached"


print(asyncio.run(main()))
