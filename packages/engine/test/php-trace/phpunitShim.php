<?php
// A minimal stand-in for PHPUnit, enough to run the corpus's tests as drivers of its code: the
// checker traces the code under test, so an assertion only has to let the test go on (a failed
// one is counted, not fatal). Loaded as the corpus's vendor/autoload.php.
namespace PHPUnit\Framework {
    class AssertionFailed extends \Exception
    {
    }

    class TestCase
    {
        public ?string $expected = null;

        protected function setUp(): void
        {
        }

        public function __call($name, $args)
        {
            if (str_starts_with($name, 'expectException') && $name === 'expectException') {
                $this->expected = $args[0];
            }
            // any other assert*/expect*: accepted (the run is what is checked, not the answers)
            return null;
        }

        public static function __callStatic($name, $args)
        {
            return null;
        }

        public function runAll(): array
        {
            $ran = 0;
            $failed = 0;
            foreach (get_class_methods($this) as $method) {
                if (!str_starts_with($method, 'test')) {
                    continue;
                }
                $sets = [[]];
                $doc = (new \ReflectionMethod($this, $method))->getDocComment() ?: '';
                if (preg_match('/@dataProvider\s+(\w+)/', $doc, $m)) {
                    $sets = $this->{$m[1]}();
                }
                foreach ($sets as $args) {
                    $this->expected = null;
                    $ran++;
                    try {
                        $this->setUp();
                        $this->$method(...array_values($args));
                    } catch (\Throwable $e) {
                        if ($this->expected === null) {
                            $failed++;
                        }
                    }
                }
            }
            return [$ran, $failed];
        }
    }
}

namespace {
    // runs every test class declared by the test file named on the command line
    if (isset($argv[1]) && realpath($argv[1]) !== realpath(__FILE__)) {
        $before = get_declared_classes();
        ob_start();
        require $argv[1];
        foreach (array_diff(get_declared_classes(), $before) as $class) {
            if (is_subclass_of($class, \PHPUnit\Framework\TestCase::class)) {
                (new $class())->runAll();
            }
        }
        ob_end_clean();
    }
}
