<!DOCTYPE html>
<html>
<body>
<?php
// HTML outside the tags is not code
$items = ['apple', 'pear'];
?>
<ul>
<?php foreach ($items as $item): ?>
  <li><?= htmlspecialchars($item) ?></li>
<?php endforeach; ?>
</ul>
<?php if (count($items) > 1): ?>
  <p>many</p>
<?php else: ?>
  <p>one</p>
<?php endif; ?>
</body>
</html>
