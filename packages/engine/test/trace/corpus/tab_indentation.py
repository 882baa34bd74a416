def g(x):
	if x:
		y = 1
	else:
		y = 2
	return y

print(g(0), g(1))
