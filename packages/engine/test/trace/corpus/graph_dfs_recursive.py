def dfs(graph, node, visited=None):
    if visited is None:
        visited = []
    if node in visited:
        return visited
    visited.append(node)
    for neighbour in graph.get(node, ()):
        dfs(graph, neighbour, visited)
    return visited


def has_cycle(graph):
    state = {}

    def visit(n):
        state[n] = "active"
        for m in graph.get(n, ()):
            if state.get(m) == "active":
                return True
            if m not in state and visit(m):
                return True
        state[n] = "done"
        return False

    return any(visit(n) for n in graph if n not in state)


g = {1: [2, 3], 2: [4], 3: [4], 4: []}
print(dfs(g, 1), has_cycle(g), has_cycle({1: [2], 2: [1]}))
