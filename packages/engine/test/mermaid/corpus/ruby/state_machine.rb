def run(events)
  state = :idle
  events.each do |event|
    state = case [state, event]
            in [:idle, :start] then :running
            in [:running, :pause] then :paused
            in [:paused, :start] then :running
            in [_, :stop] then :idle
            else state
            end
    puts "#{event} -> #{state}"
  end
  state
end

run(%i[start pause start stop])
