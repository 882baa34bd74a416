<?php

class GraphEdge
{
    public string $start;
    public string $end;
    public int $weight;
}
