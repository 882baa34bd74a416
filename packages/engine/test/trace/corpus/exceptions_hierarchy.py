class AppError(Exception):
    pass


class NotFound(AppError):
    def __init__(self, what):
        super().__init__(f"{what} not found")
        self.what = what


class Forbidden(AppError):
    pass


def fetch(resource, user):
    if resource.startswith("/admin") and user != "root":
        raise Forbidden(resource)
    if resource not in ("/", "/admin/panel"):
        raise NotFound(resource)
    return "200 " + resource


def handle(resource, user):
    try:
        return fetch(resource, user)
    except NotFound as e:
        return "404 " + e.what
    except AppError as e:
        return "403 " + str(e)


for r, u in [("/", "bob"), ("/admin/panel", "bob"), ("/admin/panel", "root"), ("/x", "bob")]:
    print(handle(r, u))
