TRANSITIONS = {
    ("idle", "start"): "running",
    ("running", "pause"): "paused",
    ("paused", "resume"): "running",
    ("running", "stop"): "idle",
}


def run_machine(events):
    state = "idle"
    for event in events:
        key = (state, event)
        if key not in TRANSITIONS:
            print("ignored", event, "in", state)
            continue
        state = TRANSITIONS[key]
        if state == "idle":
            print("stopped")
    return state


print(run_machine(["start", "pause", "stop", "resume", "stop"]))
