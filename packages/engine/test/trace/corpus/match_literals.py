def http_status(code):
    match code:
        case 200:
            return "OK"
        case 301 | 302:
            return "Redirect"
        case 404:
            return "Not Found"
        case _:
            return "Unknown"


for c in (200, 302, 404, 500):
    print(http_status(c))
