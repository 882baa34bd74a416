module github.com/TheAlgorithms/Go

go 1.19
