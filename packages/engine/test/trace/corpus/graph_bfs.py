from collections import deque

GRAPH = {"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": [], "e": ["a"]}


def bfs(start, goal):
    queue = deque([[start]])
    seen = {start}
    while queue:
        path = queue.popleft()
        node = path[-1]
        if node == goal:
            return path
        for nxt in GRAPH[node]:
            if nxt in seen:
                continue
            seen.add(nxt)
            queue.append(path + [nxt])
    return None


print(bfs("a", "e"), bfs("d", "a"))
