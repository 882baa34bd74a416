import asyncio


async def agen(n):
    try:
        for i in range(n):
            yield i
    finally:
        print("agen cleanup")


async def check(x):
    await asyncio.sleep(0)
    return x < 3


async def main():
    i = 0
    while await check(i):
        i += 1
    got = [x async for x in agen(3) if await check(x)]
    g = agen(5)
    first = await g.__anext__()
    await g.aclose()
    return i, got, first


def outer_loop():
    out = []
    for i in range(3):
        try:
            if i == 1:
                continue
            out.append(i)
        except Exception:
            pass
        else:
            out.append("else")
        finally:
            out.append("fin")
    return out


print(asyncio.run(main()), outer_loop())
