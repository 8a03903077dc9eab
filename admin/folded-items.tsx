// Decap draws every field of every item of a list, folded or not, and hides the folded ones with
// CSS: opening data/hajj.yaml built some 18,000 elements (723 text boxes, each measured for its
// height) to show twelve folded packages, about 7 s before staff could type. An item's fields are
// drawn here once it is first unfolded, and kept after (its edits keep Decap's own checks); a
// folded item never opened holds the data as the repository has it, which the content check runs
// over as a whole before every save (admin/save-check.ts). Decap's list imports its object widget
// by name, so admin/vite.config.ts points that name at this module.
import { Component, createElement, createRef, type ComponentType } from 'react'
import Decap from 'decap-cms-widget-object/dist/esm/index.js'

interface ObjectControlProps {
  forList?: boolean
  collapsed?: boolean
  validationKey?: string
}

interface ObjectControlInstance {
  validate(): void
  focus(path?: string): void
}

const ObjectControl = Decap.controlComponent as unknown as ComponentType<ObjectControlProps & { ref?: unknown }>

class FoldedUntilOpened extends Component<ObjectControlProps> {
  inner = createRef<ObjectControlInstance>()
  /** Unfolded once (an object outside a list is never folded by its list). */
  opened = false
  // As Decap's own object widget: always drawn again, or its fields' messages never show.
  shouldComponentUpdate() {
    return true
  }
  validate() {
    this.inner.current?.validate()
  }
  focus(path?: string) {
    this.inner.current?.focus(path)
  }
  render() {
    if (!this.props.collapsed) this.opened = true
    return this.opened ? createElement(ObjectControl, { ...this.props, ref: this.inner }) : null
  }
}

export default { ...Decap, controlComponent: FoldedUntilOpened }
