def build_report(items,
                 title="Report",
                 width=20):
    header = (title
              .upper()
              .center(width))
    rows = [
        f"{name}: {qty}"
        for name, qty in items
    ]
    total = sum(
        qty
        for _, qty in items
    )
    if (total > 10 and
            len(rows) > 1):
        rows.append("bulk")
    summary = {
        "title": header,
        "rows": rows,
        "total": total,
    }
    return summary


print(build_report([("apple", 3),
                    ("pear", 9)]))
