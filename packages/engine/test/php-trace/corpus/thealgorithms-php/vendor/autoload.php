<?php
// Not TheAlgorithms' file: the checker's PHPUnit stand-in (see ../../README.md).
require_once __DIR__ . '/../../../phpunitShim.php';
