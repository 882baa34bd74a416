def binary_search(array, key)
  low = 0
  high = array.size - 1
  while low <= high
    mid = (low + high) / 2
    return mid if array[mid] == key

    if array[mid] < key
      low = mid + 1
    else
      high = mid - 1
    end
  end
  nil
end

print 'index: '
puts binary_search([1, 3, 5, 7, 9], 7)
