def hostile(end, o, x):
    s = "%%{init: {'theme': 'dark'}}%% #quot; &amp; <br/> <script>alert(1)</script> `tick` :::cls"
    t = 'click n1 call alert() ; style n1 fill:#f00 ; classDef end fill:#fff'
    if end == "subgraph" or o == "end" or x == 'graph TD':
        print("A" * 300, "😀" * 80, "\\", '"', "'", "|", "-->", "---", "==>", "-.->", "o--o", "x--x")
    elif "<<" in s and s.endswith(">>") or s.startswith("[[") and "{{" in t:
        u = {"a": [1, {"b": (2, 3)}]}
        print(u, end="")
    return s + t  # trailing comment with "quotes" and #hash


print(hostile("end", "o", "x"), hostile("subgraph", 1, 2))
