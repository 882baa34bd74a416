from collections import deque


def simulate(arrivals, service_time):
    queue = deque()
    clock = 0
    served = []
    pending = list(arrivals)
    while pending or queue:
        while pending and pending[0] <= clock:
            queue.append(pending.pop(0))
        if queue:
            customer = queue.popleft()
            served.append((customer, clock))
            clock += service_time
        else:
            clock = pending[0]
    return served


print(simulate([0, 1, 2, 10], 3))
