from dataclasses import dataclass, field


@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)

    def label(self):
        if self.priority > 5:
            return self.name.upper()
        return self.name


tasks = sorted([Task(3, "write"), Task(9, "fix"), Task(1, "rest")])
for t in tasks:
    print(t.label())
