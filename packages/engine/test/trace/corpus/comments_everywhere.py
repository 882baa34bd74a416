# leading comment
def f(x):  # trailing comment on def
    # comment before if
    if x > 0:  # comment on if
        # comment in body
        y = x  # trailing
    else:
        # only a comment before the statement
        y = -x
    # comment before loop
    for i in range(2):
        # comment in loop
        y += i
        # comment at end of loop body
    # comment before return
    return y
    # comment after return


print(f(3), f(-3))  # done
