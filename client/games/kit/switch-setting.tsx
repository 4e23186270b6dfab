/** An on/off setting: a checkbox with its label and a help line beside it. */

export function SwitchSetting(props: {
  checked: boolean
  label: string
  help: string
  onToggle(on: boolean): void
  /** Gives the help line the id `<id>-help` and points the checkbox to it. */
  id?: string
  testid?: string
}) {
  const helpId = () => (props.id === undefined ? undefined : `${props.id}-help`)
  return (
    <label class="switch">
      <input type="checkbox" data-testid={props.testid} checked={props.checked} aria-describedby={helpId()} onChange={(e) => props.onToggle(e.currentTarget.checked)} />
      <span>
        {props.label}
        <span class="hint-inline" id={helpId()}>
          {props.help}
        </span>
      </span>
    </label>
  )
}
